// The types that have a line in the timeline; each keeps it in its `timeline` property.
extension PublishSubject: TimelineParticipant {}
extension BehaviorSubject: TimelineParticipant {}
extension ReplaySubject: TimelineParticipant {}
extension AsyncSubject: TimelineParticipant {}
extension ShareWhileConnected: TimelineParticipant {}
