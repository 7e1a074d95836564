// The ceiling: a bare node:http server answering every request with one captured answer of the
// real server (status, headers, body), i.e. the most any server could do on this machine for the
// same bytes. Run as a child of ceiling.mjs: it receives the answer over IPC, reports its port,
// and exits when its parent goes away.
import http from 'node:http';

process.once('message', ({ status, headers, body }) => {
  const bytes = Buffer.from(body, 'base64');
  const server = http.createServer((request, response) => {
    // Read the request through, as the real server does before it answers.
    request.resume();
    request.once('end', () => {
      response.writeHead(status, [...headers, 'content-length', String(bytes.length)]);
      response.end(bytes);
    });
  });
  server.listen(0, '127.0.0.1', () => process.send(server.address().port));
});
process.once('disconnect', () => process.exit(0));
