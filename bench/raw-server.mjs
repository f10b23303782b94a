// The ceiling rows of `npm run bench`: a bare Node http server, in a process of its own as the api
// is, answering every request with the body in the file named by argv[2] (JSON headers). It prints
// its port once listening. Run by bench/run.mjs, not by hand.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const body = readFileSync(process.argv[2]);
const headers = JSON.parse(process.argv[3] ?? '{"content-type":"application/json"}');
const server = createServer((_, res) => {
  res.writeHead(200, headers);
  res.end(body);
});
server.listen(0, '127.0.0.1', () => console.log(String(server.address().port)));
