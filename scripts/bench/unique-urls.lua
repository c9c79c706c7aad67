-- wrk script of the memory bench (memory-load.ts): every request asks for a URL no earlier request asked
-- for, so no cache answers it. One in three is a list page (page, sort and price floor varied), one in
-- three a variant of a real image key (read from the file given after `--`), one in three a made-up key.
-- Counts the answers per status; done() prints them as one JSON line for memory-load.ts.
local threads = {}
local next_id = 0

function setup(thread)
  thread:set("id", next_id)
  table.insert(threads, thread)
  next_id = next_id + 1
end

local keys = {}
local widths = { 60, 100, 250, 400, 600, 1360, 1600 }
local formats = { "avif", "webp", "jpg", "png" }
local sorts = { "date_desc", "price_asc", "price_desc", "type_asc" }
local counter = 0
local thread_count = 2
statuses = {}

function init(args)
  local file = assert(io.open(args[1], "r"))
  for line in file:lines() do
    if line ~= "" then table.insert(keys, line) end
  end
  file:close()
  thread_count = tonumber(args[2]) or 2
end

function request()
  local n = counter * thread_count + id
  counter = counter + 1
  local m = math.floor(n / 3)
  local path
  if n % 3 == 0 then
    path = string.format("/nl/te-koop/?page=%d&sort=%s&price_min=%d", m % 20 + 1, sorts[m % #sorts + 1], m * 10)
  elseif n % 3 == 1 then
    local key = keys[m % #keys + 1]
    local width = widths[math.floor(m / #keys) % #widths + 1]
    local format = formats[math.floor(m / (#keys * #widths)) % #formats + 1]
    path = string.format("/media/%s/%d.%s", key, width, format)
  else
    path = string.format("/media/living-3x2-bench%d/400.webp", n)
  end
  return wrk.format("GET", path)
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
    'WRK_RESULT {"requests":%d,"seconds":%.1f,"connectErrors":%d,"readErrors":%d,"timeouts":%d,"p50Ms":%.1f,"p99Ms":%.1f,"statuses":{%s}}\n',
    summary.requests, summary.duration / 1e6, summary.errors.connect, summary.errors.read,
    summary.errors.timeout, latency:percentile(50) / 1000, latency:percentile(99) / 1000,
    table.concat(parts, ",")))
end
