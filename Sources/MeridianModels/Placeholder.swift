/// Placeholder until this module is built.
enum _MeridianModelsPlaceholder {}
