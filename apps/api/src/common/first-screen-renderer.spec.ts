import { drawnPage } from './first-screen-renderer';

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <title>Derleng eSIM</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/runtime-2.js">
    <link rel="modulepreload" crossorigin href="/assets/app-3.js">
    <link rel="stylesheet" crossorigin href="/assets/app-4.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('drawnPage', () => {
  const page = drawnPage(
    INDEX,
    '<main>Cambodia</main>',
    'km',
    { '/api/packages/popular': [{ name: '</script><script>alert(1)</script>' }] },
    ['/assets/package-page-5.js'],
    1_764_000_000_000,
  );

  it('puts the drawn markup in #root, in the language it was drawn in', () => {
    expect(page).toContain('<html lang="km">');
    expect(page).toContain('<div id="root" data-drawn><main>Cambodia</main></div>');
  });

  it("hands the app's modules, and the page's own, to boot.js instead of running or preloading them", () => {
    expect(page).not.toContain('type="module"');
    expect(page).not.toContain('modulepreload');
    expect(page).toContain(
      '<script src="/boot.js" data-modules="/assets/index-1.js /assets/runtime-2.js /assets/app-3.js /assets/package-page-5.js" defer></script>',
    );
    // the styles stay
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/app-4.css">');
  });

  it('carries the answers as JSON that nothing in them can break out of', () => {
    const json = /<script type="application\/json" id="first-screen-data">(.*?)<\/script>/.exec(page)?.[1];
    expect(json).toBeDefined();
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json as string)).toEqual({
      drawnAt: 1_764_000_000_000,
      answers: { '/api/packages/popular': [{ name: '</script><script>alert(1)</script>' }] },
    });
  });

  it('replaces the generic title and description with the page’s own head tags', () => {
    const html = INDEX.replace(
      '<title>Derleng eSIM</title>',
      '<meta\n      name="description"\n      content="Travel eSIMs"\n    />\n    <title>Derleng eSIM</title>',
    );
    const headed = drawnPage(html, '<main></main>', 'en', {}, [], 1, '<title>Japan eSIM</title>');
    expect(headed).toContain('<title>Japan eSIM</title>');
    expect(headed).not.toContain('<title>Derleng eSIM</title>');
    expect(headed).not.toContain('Travel eSIMs');
    expect(headed.indexOf('<title>Japan eSIM</title>')).toBeLessThan(headed.indexOf('</head>'));
  });
});
