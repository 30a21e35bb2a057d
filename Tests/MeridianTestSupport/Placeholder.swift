enum _TestSupportPlaceholder {}
