// The arithmetic of `npm run load`, apart from the servers and autocannon that produce its inputs, so it can be
// tested on its own (scripts/test/load-figures.test.mjs).

/** Megabytes, one decimal. */
export const mb = (bytes) => (bytes / 1024 / 1024).toFixed(1);

/** The resident set size in bytes of a Linux process, from /proc/{pid}/status (`VmRSS: 123456 kB`). */
export function rssFromProcStatus(status) {
  const match = /^VmRSS:\s+(\d+)\s+kB$/m.exec(status);
  if (!match) throw new Error('no VmRSS line in /proc/{pid}/status');
  return Number(match[1]) * 1024;
}

/**
 * CPU time (user + system) a Linux process has used, in clock ticks, from /proc/{pid}/stat. The command name (field 2)
 * may hold spaces and parentheses: fields are counted after its last `)`; utime and stime are fields 14 and 15.
 */
export function cpuTicksFromProcStat(stat) {
  const fields = stat
    .slice(stat.lastIndexOf(')') + 2)
    .trim()
    .split(/\s+/);
  const [utime, stime] = [Number(fields[11]), Number(fields[12])];
  if (!Number.isFinite(utime) || !Number.isFinite(stime)) throw new Error('no utime/stime in /proc/{pid}/stat');
  return utime + stime;
}

/**
 * One row of the report from an autocannon result, the storefront's RSS before and after the run, the CPU
 * milliseconds it spent during the run (per request: a figure the other processes of a shared machine barely move),
 * and how many pages it rendered meanwhile (its `page-render` log lines: the rest came from the render cache).
 */
export function loadRow(label, result, rssBefore, rssAfter, cpuMs = Number.NaN, renders = Number.NaN) {
  return {
    label,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    rssBefore,
    rssAfter,
    cpuMsPerRequest: result.requests.total > 0 ? cpuMs / result.requests.total : Number.NaN,
    renders,
    statuses: Object.entries(result.statusCodeStats ?? {})
      .map(([code, { count }]) => `${code}×${count}`)
      .join(', '),
  };
}

/**
 * Throughput of the page beside the same bytes as a static file: the ratio and whether it meets the target; and the
 * same comparison by CPU time per request (static over page: higher is better, as for throughput).
 */
export function staticRatio(page, staticFile, target = 0.5) {
  const ratio = staticFile.requestsPerSecond > 0 ? page.requestsPerSecond / staticFile.requestsPerSecond : Number.NaN;
  const cpuRatio = page.cpuMsPerRequest > 0 ? staticFile.cpuMsPerRequest / page.cpuMsPerRequest : Number.NaN;
  return { ratio, target, met: ratio >= target, cpuRatio };
}

/** The rows as a markdown table. */
export function markdownTable(rows) {
  const lines = [
    '| target | req/s | p50 ms | p99 ms | requests | statuses | errors | timeouts | non-2xx | renders | RSS before MB | RSS after MB | CPU ms/request |',
    '| --- | ---: | ---: | ---: | ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const row of rows) {
    lines.push(
      `| ${row.label} | ${row.requestsPerSecond.toFixed(0)} | ${row.p50} | ${row.p99} | ${row.requests} | ${row.statuses} | ${row.errors} | ${row.timeouts} | ${row.non2xx} | ${Number.isNaN(row.renders) ? '–' : row.renders} | ${mb(row.rssBefore)} | ${mb(row.rssAfter)} | ${row.cpuMsPerRequest.toFixed(2)} |`,
    );
  }
  return lines.join('\n');
}

/**
 * Throughput of a target beside a baseline's (the junk-parameter flood beside the cached product page): the ratio
 * and whether it meets the target. Undefined throughput of the baseline gives NaN, never met.
 */
export function throughputRatio(row, baseline, target = 0.5) {
  const ratio = baseline.requestsPerSecond > 0 ? row.requestsPerSecond / baseline.requestsPerSecond : Number.NaN;
  return { ratio, target, met: ratio >= target };
}

/** The `lang` of a document's `<html>` element, or undefined when it has none. */
export function htmlLang(body) {
  return /<html\b[^>]*?\slang="([^"]*)"/i.exec(body ?? '')?.[1];
}

/**
 * The segments run's check: each response must be a 200 whose `<html lang>` is the locale its address asked for
 * (no copy of one segment served to another). `record` takes one response; `summary` the counts (mismatches and
 * failures must both be 0 for `ok`). A response that is not a 200 is a failure, not a mismatch.
 */
export function segmentTally() {
  const counts = { checked: 0, mismatches: 0, failures: 0, byLang: {} };
  return {
    record(expectedLang, status, body) {
      counts.checked += 1;
      if (status !== 200) {
        counts.failures += 1;
        return;
      }
      const lang = htmlLang(body);
      counts.byLang[expectedLang] = (counts.byLang[expectedLang] ?? 0) + 1;
      if (lang !== expectedLang) counts.mismatches += 1;
    },
    summary() {
      return {
        ...counts,
        byLang: { ...counts.byLang },
        ok: counts.checked > 0 && counts.mismatches === 0 && counts.failures === 0,
      };
    },
  };
}

/** The customer groups a page was rendered for: its `<meta name="ridgeline-customer-groups">` (pipe-separated). */
export function pageGroups(body) {
  const content = /<meta\b[^>]*\bname="ridgeline-customer-groups"[^>]*\bcontent="([^"]*)"/i.exec(body ?? '')?.[1];
  return content === undefined ? undefined : content.split('|').sort().join('|');
}

/**
 * The customer-group segments run's check: each response must be a 200 rendered for exactly the groups its cookies
 * name (the page's groups meta), so no segment's copy reaches another. Same shape as `segmentTally`.
 */
export function groupsTally() {
  const counts = { checked: 0, mismatches: 0, failures: 0, segments: new Set() };
  return {
    record(expectedGroups, status, body) {
      counts.checked += 1;
      if (status !== 200) {
        counts.failures += 1;
        return;
      }
      const expected = [...expectedGroups].sort().join('|');
      counts.segments.add(expected);
      if (pageGroups(body) !== expected) counts.mismatches += 1;
    },
    summary() {
      const { segments, ...rest } = counts;
      return {
        ...rest,
        segments: segments.size,
        ok: counts.checked > 0 && counts.mismatches === 0 && counts.failures === 0,
      };
    },
  };
}
