// Placeholder: replaced by the page's owner.
export function Component() {
  return <h1>services</h1>;
}
