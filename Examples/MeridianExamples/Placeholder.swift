enum _ExamplesPlaceholder {}
