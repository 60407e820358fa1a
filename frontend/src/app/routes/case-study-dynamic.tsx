// Placeholder: replaced by the page's owner.
export function Component() {
  return <h1>case study dynamic</h1>;
}
