export default function FreeValuation() {
  return null;
}
