-- wrk script of runLoad (load.ts). With LOAD_UNIQUE_QUERY set (to a word no other run used), every request
-- carries a query string no earlier request had, in this run or another, so no cache can answer it;
-- without it, wrk sends its one prepared request (no Lua per request). Prints one line of figures for
-- load.ts to read.
local run = os.getenv("LOAD_UNIQUE_QUERY")
if run then
  local counter = 0
  local thread_id = 0

  function setup(thread)
    thread_id = thread_id + 1
    thread:set("id", thread_id)
  end

  -- LOAD_PRICE_FLOOR_FROM: the query string is a price floor instead, four euros higher each request and
  -- offset by the wrk thread, so a list page has filters no earlier request had (load.ts picks a start no
  -- other run took).
  local floor = tonumber(os.getenv("LOAD_PRICE_FLOOR_FROM") or "")

  function request()
    counter = counter + 1
    local separator = string.find(wrk.path, "?", 1, true) and "&" or "?"
    if floor then
      return wrk.format(nil, wrk.path .. separator .. "price_min=" .. tostring(floor + counter * 4 + id))
    end
    return wrk.format(nil, wrk.path .. separator .. "nocache=" .. run .. "-" .. tostring(id) .. "-" .. counter)
  end
end

function done(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    'LOAD_RESULT {"requests":%d,"microseconds":%d,"p50Us":%d,"p99Us":%d,"errors":%d}\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99),
    e.connect + e.read + e.write + e.timeout + e.status))
end
