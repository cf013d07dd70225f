-- GET a path template per request: {id} becomes a random line of the ids file, {page} a random
-- page from 1 to max_page. Arguments: template ids_file|- max_page
dofile(debug.getinfo(1, "S").source:sub(2):match("(.*/)") .. "report.lua")

local template, ids, max_page

function init(args)
  template = args[1]
  ids = args[2] ~= "-" and read_lines(args[2]) or {}
  max_page = tonumber(args[3]) or 1
  seed_random()
end

function request()
  local path = template
  if #ids > 0 then path = path:gsub("{id}", ids[math.random(#ids)]) end
  path = path:gsub("{page}", tostring(math.random(max_page)))
  return wrk.format("GET", path)
end

function done(summary, latency, requests)
  report(summary, latency)
end
