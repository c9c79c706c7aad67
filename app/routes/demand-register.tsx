export default function DemandRegister() {
  return null;
}
