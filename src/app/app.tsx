// Placeholder until the web shell lands.
export const App = () => <p>Loading…</p>;
