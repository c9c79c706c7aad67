export default function Property() {
  return null;
}
