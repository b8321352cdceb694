// Peak memory of a phase: process.memoryUsage() sampled on a timer (and whenever `sample` is
// called, since a busy event loop delays the timer), beside the kernel's lifetime maxRSS.
export function watchMemory(intervalMs = 50) {
  let rss = 0;
  let heap = 0;
  const sample = () => {
    const usage = process.memoryUsage();
    rss = Math.max(rss, usage.rss);
    heap = Math.max(heap, usage.heapUsed);
  };
  sample();
  const timer = setInterval(sample, intervalMs);
  return {
    sample,
    stop() {
      clearInterval(timer);
      sample();
      return { rssMb: rss / 2 ** 20, heapMb: heap / 2 ** 20, maxRssMb: process.resourceUsage().maxRSS / 1024 };
    },
  };
}
