-- GET each line of a paths file once, in the file's order, then stop: every request is the first
-- of its answer (a cold read). Threads take alternate lines. Arguments: paths_file thread_count
-- The rate is taken over the time the reads took (first request to the answer that completes the
-- file), not over the whole window: a fast service reads a small file long before the window ends.
dofile(debug.getinfo(1, "S").source:sub(2):match("(.*/)") .. "report.lua")

local paths, thread_count
local next_line = 0
local answered = 0
-- Read by done() from each thread: its cold answers, and the wall-clock microseconds of its first
-- request and of its last cold answer.
cold_answers = 0
started_us = 0
finished_us = 0

function init(args)
  paths = read_lines(args[1])
  thread_count = tonumber(args[2]) or 1
  next_line = thread_index or 0
end

function request()
  -- Past the end (connections still open while the last answers arrive) the last path is asked
  -- again; those answers are not counted as cold.
  if started_us == 0 then started_us = now_us() end
  local line = math.min(next_line, #paths - 1)
  next_line = next_line + thread_count
  return wrk.format("GET", paths[line + 1])
end

function response(status, headers, body)
  if answered < #paths then
    cold_answers = cold_answers + 1
    finished_us = now_us()
  end
  answered = answered + thread_count
  if answered >= #paths then wrk.thread:stop() end
end

function done(summary, latency, requests)
  local first, last, cold = math.huge, 0, 0
  for _, started in ipairs(collect("started_us")) do
    if started > 0 and started < first then first = started end
  end
  for _, finished in ipairs(collect("finished_us")) do last = math.max(last, finished) end
  for _, answers in ipairs(collect("cold_answers")) do cold = cold + answers end
  report(summary, latency, string.format(',"cold":{"requests":%d,"active_us":%d}', cold, math.max(last - first, 1)))
end
