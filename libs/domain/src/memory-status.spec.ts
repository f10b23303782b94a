import { memoryStatus } from './memory-status';

describe('memoryStatus', () => {
  it('flags HIGH strictly above 200 MB and places the other levels around it', () => {
    expect(memoryStatus(100)).toBe('low');
    expect(memoryStatus(136)).toBe('low');
    expect(memoryStatus(137)).toBe('medium');
    expect(memoryStatus(200)).toBe('medium');
    expect(memoryStatus(201)).toBe('high');
    expect(memoryStatus(400)).toBe('high');
    expect(memoryStatus(401)).toBe('critical');
  });
});
