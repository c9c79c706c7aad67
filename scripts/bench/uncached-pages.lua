-- wrk script of the workers bench (workers-load.ts): every request asks for a page no earlier request
-- asked for, so no page cache answers it. Mode "list": the for-sale list with a varied page and price
-- floor; mode "detail": the property paths of the file given after the mode, each once in turn.
local threads = {}
local next_id = 0

function setup(thread)
  thread:set("id", next_id)
  table.insert(threads, thread)
  next_id = next_id + 1
end

local mode = "list"
local paths = {}
local counter = 0
local thread_count = 2
statuses = {}

function init(args)
  mode = args[1] or "list"
  thread_count = tonumber(args[2]) or 2
  if mode == "detail" then
    local file = assert(io.open(args[3], "r"))
    for line in file:lines() do
      if line ~= "" then table.insert(paths, line) end
    end
    file:close()
  end
end

function request()
  local n = counter * thread_count + id
  counter = counter + 1
  if mode == "detail" then
    -- A query string no page has: the path is rendered, not served from the cache, once it comes round again.
    return wrk.format("GET", string.format("%s?b=%d", paths[n % #paths + 1], n))
  end
  return wrk.format("GET", string.format("/nl/te-koop/?page=%d&price_min=%d", n % 20 + 1, n * 10))
end

function response(status, headers, body)
  statuses[status] = (statuses[status] or 0) + 1
end

function done(summary, latency, requests)
  local total = {}
  for _, thread in ipairs(threads) do
    local counts = thread:get("statuses")
    for status, count in pairs(counts) do
      total[tostring(status)] = (total[tostring(status)] or 0) + count
    end
  end
  local parts = {}
  for status, count in pairs(total) do
    table.insert(parts, string.format('"%s":%d', status, count))
  end
  io.write(string.format(
    'WRK_RESULT {"requests":%d,"seconds":%.1f,"p50Ms":%.1f,"p99Ms":%.1f,"statuses":{%s}}\n',
    summary.requests, summary.duration / 1e6, latency:percentile(50) / 1000,
    latency:percentile(99) / 1000, table.concat(parts, ",")))
end
