export default function SalesSpecialist() {
  return null;
}
