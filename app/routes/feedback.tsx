export default function Feedback() {
  return null;
}
