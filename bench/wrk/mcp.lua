-- One MCP tool call per request (Streamable HTTP, stateless): get_recipe of a random id of the
-- ids file, as the agent of the key.
-- Arguments: ids_file api_key
dofile(debug.getinfo(1, "S").source:sub(2):match("(.*/)") .. "report.lua")

local ids, key
local sent = 0

function init(args)
  ids = read_lines(args[1])
  key = args[2]
  seed_random()
end

function request()
  sent = sent + 1
  local body = string.format(
    '{"jsonrpc":"2.0","id":%d,"method":"tools/call","params":{"name":"get_recipe","arguments":{"id":"%s"}}}',
    sent, ids[math.random(#ids)])
  return wrk.format("POST", "/mcp", {
    ["Content-Type"] = "application/json",
    ["Accept"] = "application/json, text/event-stream",
    ["X-API-Key"] = key,
  }, body)
end

function done(summary, latency, requests)
  report(summary, latency)
end
