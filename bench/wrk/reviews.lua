-- POST one review per request: request n reviews recipe n (mod the ids) as agent n / #ids (so no
-- agent reviews a recipe twice), and every acknowledged review id is written to ack_file.
-- Arguments: ids_file keys_file ack_file thread_count [first: the number of the first request, 0 unless
-- an earlier run on the same database posted that many already]
dofile(debug.getinfo(1, "S").source:sub(2):match("(.*/)") .. "report.lua")

local ids, keys, thread_count, first
-- Global, so done() (which runs in wrk's main Lua state, where init() never ran) can read it from a thread.
ack_file = nil
local sent = 0
statuses = {}
acks = {}

function init(args)
  ids = read_lines(args[1])
  keys = read_lines(args[2])
  ack_file = args[3]
  thread_count = tonumber(args[4]) or 1
  first = tonumber(args[5]) or 0
end

function request()
  -- Threads interleave their request numbers, so no two threads post the same (agent, recipe).
  local n = first + sent * thread_count + thread_index
  sent = sent + 1
  local recipe = ids[(n % #ids) + 1]
  local key = keys[math.floor(n / #ids) % #keys + 1]
  local body = string.format('{"rating":%d,"comment":"Benchmark review %d"}', n % 5 + 1, n)
  return wrk.format("POST", "/api/recipes/" .. recipe .. "/reviews", { ["Content-Type"] = "application/json", ["X-API-Key"] = key }, body)
end

function response(status, headers, body)
  statuses[status] = (statuses[status] or 0) + 1
  if status == 201 then
    table.insert(acks, body:match('"review_id":"([^"]+)"'))
  end
end

function done(summary, latency, requests)
  local out = io.open(collect("ack_file")[1], "w")
  local counts = {}
  for _, part in ipairs(collect("statuses")) do
    for status, count in pairs(part) do counts[status] = (counts[status] or 0) + count end
  end
  for _, part in ipairs(collect("acks")) do
    for _, id in ipairs(part) do out:write(id, "\n") end
  end
  out:close()
  local fields = {}
  for status, count in pairs(counts) do table.insert(fields, string.format('"%d":%d', status, count)) end
  report(summary, latency, ',"statuses":{' .. table.concat(fields, ",") .. '}')
end
