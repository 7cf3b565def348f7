export default function LoginPage() {
  return <div>login</div>;
}
