export default function HomePage() {
  return <h1 className="p-8 text-3xl font-bold">Welcome to CPC Cafe</h1>;
}
