# ruff: noqa: E501  (data: one case per line)
"""Fresh set H, English: refusal, relevancy and diagnosis cases."""

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

LIBRARY = (
    "Oakfield City Library lends up to 12 items per card for three weeks. "
    "Loans can be renewed twice online unless another member has reserved the item. "
    "The reading room on the second floor is open from 9:00 to 20:00 on weekdays."
)
FERRY = (
    "Blue Gull Ferries sails from Portmere to Kell Island four times a day. "
    "The first departure is at 7:30 and the crossing takes 50 minutes. "
    "Bicycles travel free of charge, while cars cost £28 each way."
)
CLIMB = (
    "Summit Wall climbing gym charges £12 for a day pass and £55 for a monthly membership. "
    "Children under 14 must be accompanied by an adult. "
    "Shoe hire costs £4 per visit."
)
VET = (
    "Greenacre Veterinary Practice offers vaccinations for dogs and cats on weekday mornings. "
    "Emergency appointments are available until 22:00. "
    "The practice is located at 14 Mill Lane, next to the post office."
)
CANTEEN = (
    "The Hillcrest School canteen serves lunch from 12:00 to 13:30. "
    "A vegetarian dish is offered every day. "
    "Lunch costs £2.60 per meal and is paid through the parent app."
)

# fmt: off
REFUSAL: list[Case] = [
    w.refusal("en-h-001", "refusal.plain", "Can I bring my dog on the Blue Gull ferry?", "I'm sorry, but I don't know whether dogs are allowed on the ferry.", FERRY, True),
    w.refusal("en-h-002", "refusal.context", "Does the library charge late fees?", "The provided documents don't mention anything about late fees, so I can't answer that.", LIBRARY, True),
    w.refusal("en-h-003", "refusal.long", "Is there parking at the Greenacre practice?", "Thank you for your question! Unfortunately, the information I have doesn't cover parking at the practice. I'd recommend calling Greenacre Veterinary Practice directly or asking at the reception desk — they'll be happy to help you. Sorry I couldn't be of more help!", VET, True),
    w.refusal("en-h-004", "refusal.hedged", "How much is a day pass at Summit Wall?", "A day pass costs £12, though prices may change, so it's worth checking at the front desk before your visit.", CLIMB, False),
    w.refusal("en-h-005", "refusal.partial", "When does the first ferry leave, and when does the last one return?", "The first ferry leaves Portmere at 7:30. I couldn't find the time of the last return sailing in the documents.", FERRY, False),
]

RELEVANCY: list[Case] = [
    w.relevant("en-h-006", "relevant.direct", "How long is the trip to Kell Island?", "The crossing takes 50 minutes.", FERRY, True),
    w.relevant("en-h-007", "relevant.yesno", "Is there a meat-free option at the canteen every day?", "Yes, a vegetarian dish is offered every day.", CANTEEN, True),
    w.relevant("en-h-008", "offtopic.true", "How much does shoe hire cost at Summit Wall?", "Children under 14 must be accompanied by an adult at Summit Wall.", CLIMB, False),
    w.relevant("en-h-009", "offtopic.other", "What time does the reading room close on weekdays?", "Oakfield has a lively farmers' market in the town square every Saturday morning.", LIBRARY, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("en-h-010", "diag.pass", "How many times can I renew a loan online?", "You can renew a loan online twice, unless someone else has reserved the item.", {"lib1": LIBRARY, "vet1": VET}, ("lib1",), "pass"),
    w.diag("en-h-011", "diag.missed", "What does a monthly membership at Summit Wall cost?", "I'm sorry, the documents I have don't say how much a monthly membership costs.", {"fer1": FERRY, "can1": CANTEEN}, ("clm1",), "fix_retrieval"),
    w.diag("en-h-012", "diag.should_refuse", "Does the Hillcrest canteen offer breakfast?", "Yes, the canteen serves breakfast from 7:45 to 8:30 for £1.50.", {"can1": CANTEEN, "lib1": LIBRARY}, (), "should_refuse"),
]
# fmt: on

CASES: list[Case] = REFUSAL + RELEVANCY + DIAGNOSIS
