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
const vm = require('node:vm');
const { TestEnvironment } = require('jest-environment-node');

class NodeEnvironment extends TestEnvironment {
  constructor(config, context) {
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
