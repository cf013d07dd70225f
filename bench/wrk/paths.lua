-- GET each line of a paths file once, in the file's order, then stop: every request is the first
-- of its answer (a cold read). Threads take alternate lines. Arguments: paths_file thread_count
dofile(debug.getinfo(1, "S").source:sub(2):match("(.*/)") .. "report.lua")

local paths, thread_count
local next_line = 0
local answered = 0

function init(args)
  paths = read_lines(args[1])
  thread_count = tonumber(args[2]) or 1
  next_line = thread_index or 0
end

function request()
  -- Past the end (connections still open while the last answers arrive) the last path is asked
  -- again; those answers are not counted as cold.
  local line = math.min(next_line, #paths - 1)
  next_line = next_line + thread_count
  return wrk.format("GET", paths[line + 1])
end

function response(status, headers, body)
  answered = answered + thread_count
  if answered >= #paths then wrk.thread:stop() end
end

function done(summary, latency, requests)
  report(summary, latency)
end
