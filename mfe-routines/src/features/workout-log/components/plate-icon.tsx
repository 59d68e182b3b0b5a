/** A weight plate seen from the side, for the "Plates" buttons (decorative; the button is named). */
export function PlateIcon() {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
    >
      <rect x="3" y="4" width="5" height="16" rx="1" />
      <rect x="9" y="7" width="4" height="10" rx="1" />
      <path d="M13 12h8" />
    </svg>
  );
}
