vcl 4.1;
# The CDN in front of the help centre (docs/deployment.md). Pages are identical for every anonymous
# visitor and say for how long a shared cache may keep them (Cache-Control: s-maxage,
# stale-while-revalidate, stale-if-error) and what they read from the content (Surrogate-Key: the
# entry and asset ids, a short key per derived lookup such as a url or a page tree, and one per
# part shared between pages such as the header). This file turns those headers into Varnish's ttl
# and grace, serves stale pages while the app is down, and lets the app purge only the pages that
# read what a content change changed (docs/adr/029-delta-sync-cost.md).

import std;

# The app's address: the service name in docker-compose; test/cdn rewrites these two lines.
backend app {
  .host = "app";
  .port = "3000";
  # A replica that is not ready (starting, stopping, no content yet) is sick: stale pages are then
  # served for as long as stale-if-error allows instead of the error.
  .probe = {
    .url = "/readyz";
    .interval = 1s;
    .timeout = 1s;
    .window = 3;
    .threshold = 2;
  }
}

# Who may send PURGE requests: the app replicas (same host or the private network in compose).
acl purgers {
  "localhost";
  "127.0.0.1";
  "::1";
  "10.0.0.0"/8;
  "172.16.0.0"/12;
  "192.168.0.0"/16;
}

sub vcl_recv {
  if (req.method == "PURGE") {
    if (!client.ip ~ purgers) {
      return (synth(405, "Not allowed"));
    }
    # X-Purge-Keys: space-separated Surrogate-Key values of what changed (the app always adds
    # hc-all); without it everything goes. A ban on obj.* only is checked by the ban lurker in the
    # background too, so the ban list stays short.
    if (req.http.X-Purge-Keys) {
      ban("obj.http.Surrogate-Key ~ (^|\s)(" + regsuball(req.http.X-Purge-Keys, "\s+", "|") + ")(\s|$)");
    } else {
      ban("obj.status != 0");
    }
    return (synth(200, "Banned"));
  }
  if (req.method != "GET" && req.method != "HEAD") {
    return (pass);
  }
  # Per-visitor and write paths are never shared.
  if (req.url ~ "^/(ja/)?(gateway/|hooks/|login|logout|requests|named-contact|insights|contact/sent/|healthz|readyz)") {
    return (pass);
  }
  # Pages are the same for every visitor (the signed-in chrome is drawn in the browser), so a cookie
  # must not split the cache or make a page uncacheable.
  unset req.http.Cookie;
  # The app has two representations of a page: html, and Markdown under Accept: text/markdown.
  if (req.http.Accept ~ "text/markdown") {
    set req.http.Accept = "text/markdown";
  } else {
    unset req.http.Accept;
  }
  # While the app answers, a page past its ttl is served stale only within stale-while-revalidate
  # (and refreshed in the background); when it does not, the whole grace (stale-if-error) applies.
  if (std.healthy(req.backend_hint)) {
    set req.grace = 600s;
  }
}

sub vcl_backend_response {
  # A response that names no reads (a Markdown twin, a feed, a sitemap) may change with any content:
  # it carries hc-all, which every keyed purge names. Immutable files never change under their url.
  if (!beresp.http.Surrogate-Key && beresp.http.Cache-Control !~ "immutable") {
    set beresp.http.Surrogate-Key = "hc-all";
  }
  if (beresp.http.Cache-Control ~ "(private|no-store)" || beresp.http.Set-Cookie) {
    set beresp.uncacheable = true;
    set beresp.ttl = 120s;
    return (deliver);
  }
  # Varnish takes the ttl from s-maxage itself; grace comes from the longer of the two stale windows.
  if (beresp.http.Cache-Control ~ "stale-if-error=[0-9]+") {
    set beresp.grace = std.duration(regsub(beresp.http.Cache-Control, "^.*stale-if-error=([0-9]+).*$", "\1s"), 0s);
  }
  if (beresp.status >= 500) {
    # An error is never kept: the stale copy is better for the next visitor.
    set beresp.uncacheable = true;
    set beresp.ttl = 0s;
    return (deliver);
  }
}

sub vcl_deliver {
  if (obj.hits > 0) {
    set resp.http.X-Cache = "HIT";
  } else {
    set resp.http.X-Cache = "MISS";
  }
  # The cache's own view of a page, for operators on the private network.
  if (client.ip ~ purgers && req.http.X-Cache-Debug) {
    set resp.http.X-Cache-TTL = obj.ttl;
    set resp.http.X-Cache-Grace = obj.grace;
  }
  # The keys are for purging, not for visitors.
  unset resp.http.Surrogate-Key;
}
