export function saveEach(items: number[], save: (item: number) => Promise<void>): void {
  items.forEach(async (item) => {
    await save(item);
  });
}
