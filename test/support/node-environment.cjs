// Jest's Node environment with a test file's globals read at full speed.
//
// jest-environment-node makes each file's global object a contextified Proxy
// (`vm.createContext(proxy)`): every global a module reads — `Math`, `Object`, `Buffer`, … — then
// goes through V8's interceptor and the Proxy's trap. Code that reads globals in a loop ran about
// 300 times slower than in plain Node (pngjs's filter for one 512 px QR code: 12 s instead of
// 0.1 s), and the whole server runs inside the integration files. Node 20.18 and later can make a
// context whose global is an ordinary object (`vm.constants.DONT_CONTEXTIFY`); this environment
// has jest-environment-node build its context that way and changes nothing else. The one thing
// given up is Jest's sweep of the globals a file left behind (its Proxy saw them set), which the
// file's context being dropped after the file makes moot.
//
// It also keeps V8's compiled code of each module on disk, under Jest's cache directory: every test
// file loads its modules anew (an integration file about 4,000, the whole server), and Jest
// compiles each one with `vm.compileFunction`, which starts from the source every time. Given the
// code cache a first file left (`cachedData`), V8 skips the parsing and compiling it already did:
// about 0.45 s of CPU less per integration file. V8 checks the cache against the source and its own
// flags and rejects one that does not match: a rejected cache is removed, and the next file
// to load that module writes it again.
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const vm = require('node:vm');
const { TestEnvironment } = require('jest-environment-node');

const CODE_CACHE = Symbol.for('derleng.jest.v8-code-cache');

/** Wraps vm.compileFunction (Jest's module compiler) once per worker process with a disk cache. */
function keepCompiledCode(cacheDirectory) {
  if (vm.compileFunction[CODE_CACHE] || !cacheDirectory) return;
  const dir = path.join(cacheDirectory, 'v8-code-cache');
  fs.mkdirSync(dir, { recursive: true });
  const compile = vm.compileFunction;
  const cached = function (code, params, options = {}) {
    const key = crypto
      .createHash('sha1')
      .update(`${options.filename ?? ''}\0${code}`)
      .digest('hex');
    const file = path.join(dir, key);
    let cachedData;
    try {
      cachedData = fs.readFileSync(file);
    } catch {
      cachedData = undefined;
    }
    const fn = compile.call(
      this,
      code,
      params,
      cachedData ? { ...options, cachedData } : { ...options, produceCachedData: true },
    );
    if (cachedData && fn.cachedDataRejected) fs.rmSync(file, { force: true });
    else if (!cachedData && fn.cachedData) {
      // Another worker may write the same key: each writes a file of its own and renames it in place.
      const temporary = `${file}.${process.pid}`;
      try {
        fs.writeFileSync(temporary, fn.cachedData);
        fs.renameSync(temporary, file);
      } catch {
        fs.rmSync(temporary, { force: true });
      }
    }
    return fn;
  };
  cached[CODE_CACHE] = true;
  vm.compileFunction = cached;
}

class NodeEnvironment extends TestEnvironment {
  constructor(config, context) {
    keepCompiledCode(config.projectConfig.cacheDirectory);
    const createContext = vm.createContext;
    if (vm.constants?.DONT_CONTEXTIFY) vm.createContext = () => createContext(vm.constants.DONT_CONTEXTIFY);
    try {
      super(config, context);
    } finally {
      vm.createContext = createContext;
    }
  }
}

module.exports = NodeEnvironment;
