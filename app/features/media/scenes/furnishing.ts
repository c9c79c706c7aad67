// Colours of fabrics, woods and kitchen fronts the interiors choose from.

export const FABRICS = ["#5b6c7d", "#8a7f72", "#3f5a4a", "#b7a48a", "#6e4f5b", "#2f4858", "#c9b79c"];
export const WOODS = ["#8c6445", "#c79b6a", "#5a4030", "#d8c3a0"];
export const FRONTS = ["#f4f2ee", "#2f3a40", "#6f7f6a", "#d9d2c5", "#1f2a36", "#a7b5ad"];
