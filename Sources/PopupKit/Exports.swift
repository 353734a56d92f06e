// Programs import PopupKit alone: the model (Dialog, Button, Outcome, Theme…) comes with it.
/// Re-exports PopupCore: `import PopupKit` brings the whole model with it.
@_exported import PopupCore
/// Re-exports the data input a streamed list (or a progress box) reads: a pipe's descriptor.
@_exported import class PopupTTY.DataInput
