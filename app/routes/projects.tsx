export default function Projects() {
  return null;
}
