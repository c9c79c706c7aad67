export default function Project() {
  return null;
}
