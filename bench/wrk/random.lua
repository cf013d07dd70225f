-- GET a path template per request: {id} becomes a random line of the ids file, {page} a random
-- page from 1 to max_page. Several templates separated by "|" are taken in turn (a mix of reads).
-- Arguments: templates ids_file|- max_page
dofile(debug.getinfo(1, "S").source:sub(2):match("(.*/)") .. "report.lua")

local templates, ids, max_page
local turn = 0

function init(args)
  templates = {}
  for template in args[1]:gmatch("[^|]+") do table.insert(templates, template) end
  ids = args[2] ~= "-" and read_lines(args[2]) or {}
  max_page = tonumber(args[3]) or 1
  seed_random()
end

function request()
  turn = turn + 1
  local path = templates[(turn % #templates) + 1]
  if #ids > 0 then path = path:gsub("{id}", ids[math.random(#ids)]) end
  path = path:gsub("{page}", tostring(math.random(max_page)))
  return wrk.format("GET", path)
end

function done(summary, latency, requests)
  report(summary, latency)
end
