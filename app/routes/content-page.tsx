export default function ContentPage() {
  return null;
}
