// Programs import PopupKit alone: the model (Dialog, Button, Outcome, Theme…) comes with it.
@_exported import PopupCore
