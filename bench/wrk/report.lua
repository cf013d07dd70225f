-- Shared by the benchmark's wrk scripts: one machine-readable line with the figures bench/ reads.
-- Threads are recorded in setup() so done() can collect what each counted in response().
local threads = {}

function setup(thread)
  thread:set("thread_index", #threads)
  table.insert(threads, thread)
end

-- Copies the named table from every thread (wrk runs one Lua state per thread).
function collect(name)
  local all = {}
  for _, thread in ipairs(threads) do
    local part = thread:get(name)
    if part then table.insert(all, part) end
  end
  return all
end

function report(summary, latency, extra)
  local e = summary.errors
  io.write(string.format(
    'BENCH_RESULT {"requests":%d,"duration_us":%d,"bytes":%d,"errors":{"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d},' ..
    '"latency_us":{"p50":%d,"p90":%d,"p99":%d,"max":%d,"mean":%.1f}%s}\n',
    summary.requests, summary.duration, summary.bytes, e.connect, e.read, e.write, e.status, e.timeout,
    latency:percentile(50), latency:percentile(90), latency:percentile(99), latency.max, latency.mean, extra or ""))
end

-- Wall-clock microseconds (CLOCK_MONOTONIC), through LuaJIT's FFI: os.clock() counts CPU time only.
local ffi = require("ffi")
ffi.cdef[[
  typedef struct { long tv_sec; long tv_nsec; } bench_timespec;
  int clock_gettime(int clock_id, bench_timespec *tp);
]]
local timespec = ffi.new("bench_timespec")
function now_us()
  ffi.C.clock_gettime(1, timespec)
  return tonumber(timespec.tv_sec) * 1000000 + math.floor(tonumber(timespec.tv_nsec) / 1000)
end

-- Lines of a file, for the ids and keys the scripts draw from.
function read_lines(path)
  local lines = {}
  for line in io.lines(path) do
    if line ~= "" then table.insert(lines, line) end
  end
  return lines
end

-- A seed per thread, so threads do not walk the same "random" sequence.
function seed_random()
  math.randomseed(os.time() * 1000 + (thread_index or 0))
end
