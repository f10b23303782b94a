/**
 * The shop's logo (a SIM card on our blue), drawn in the page: as an `<img>` the browser would make
 * it an SVG document of its own on every page's first paint.
 */
export function Logo() {
  return (
    <svg viewBox="0 0 64 64" width={28} height={28} aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#0b5cab" />
      <path d="M22 12h14l10 10v26a4 4 0 0 1-4 4H22a4 4 0 0 1-4-4V16a4 4 0 0 1 4-4z" fill="#fff" />
      <rect x="24" y="30" width="16" height="14" rx="2" fill="#0b5cab" />
      <path d="M28 30v14M36 30v14M24 37h16" stroke="#fff" strokeWidth="1.6" />
      <circle cx="47" cy="15" r="7" fill="#ffd166" />
    </svg>
  );
}
