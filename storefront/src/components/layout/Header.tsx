/** Placeholder until the header lands (issue 6 in progress). */
export default function Header({ onToggleCart }: { onToggleCart: () => void }) {
  return (
    <header>
      <button type="button" onClick={onToggleCart} aria-label="Open cart">
        Cart
      </button>
    </header>
  );
}
