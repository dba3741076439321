/*
 * Probes `${argv[2]}/api/health` every 100 ms from a process of its own, so the time of each
 * answer is the server's and not that of a test process busy sending large bodies. Prints
 * 'ready' once the first probe has answered; when its standard input closes, prints the probes'
 * times (ms) as a JSON array and exits.
 */
const url = `${process.argv[2]}/api/health`
const times = []
let done = false
process.stdin.on('end', () => (done = true)).resume()

while (!done) {
  const started = performance.now()
  const response = await fetch(url)
  await response.arrayBuffer()
  // A quick refusal is no answer: health answers 200 while the instance serves.
  if (!response.ok) throw new Error(`/api/health answered ${response.status}`)
  times.push(performance.now() - started)
  if (times.length === 1) console.log('ready')
  await new Promise((resolve) => setTimeout(resolve, 100))
}
console.log(JSON.stringify(times))
