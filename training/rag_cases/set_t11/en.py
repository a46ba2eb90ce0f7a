"""English cases of set t11: the Pedal City bike scheme, Brightpath Tutoring, the Snip &
Shine hair salon, Larchwood Camping, Lexbridge Translations and the Copperhop Brewery tour."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

BIKE_PASS = (
    "Pedal City's annual pass costs £90 and covers unlimited rides of up to 45 minutes each. "
    "Every additional 30 minutes beyond that is charged at £1.50. "
    "Students with a valid university card pay half the annual price. "
    "The pass can be bought only through the Pedal City app, not at the docking stations."
)
BIKE_DAMAGE = (
    "Riders must report a damaged bike within 15 minutes of the start of their ride by pressing the red button on the dock. "
    "If they do, the ride is cancelled and not charged. "
    "Repairs are carried out by the maintenance team led by Olu Adeyemi, who inspects every returned e-bike on Tuesdays and Fridays. "
    "Bikes flagged as damaged are collected by van within 24 hours."
)
TUTOR_BOOKING = (
    "Brightpath Tutoring matches each pupil with a tutor after a free 20-minute assessment call with the coordinator, Maya Lindqvist. "
    "Lessons last 60 minutes and cost £38 for GCSE subjects and £45 for A-level subjects. "
    "Families who book a block of ten lessons receive the tenth lesson free. "
    "Lessons cancelled with less than 24 hours' notice are charged in full."
)
TUTOR_TUTORS = (
    "All Brightpath tutors hold a DBS certificate and at least an upper-second degree in their subject. "
    "Tutor Daniel Okafor teaches chemistry to Priya Shah every Wednesday from 17:30 to 18:30. "
    "Progress reports are written by the tutor and sent to parents at the end of each term. "
    "Online lessons take place on Zoom; in-person lessons are offered only in Leeds and York."
)
HAIR_PRICES = (
    "At Snip & Shine, a women's cut and blow-dry costs £52 with a senior stylist and £40 with a junior stylist. "
    "Colour appointments require a patch test at least 48 hours beforehand. "
    "The salon is open Tuesday to Saturday from 9 a.m. to 7 p.m., and until 8:30 p.m. on Thursdays. "
    "Clients who arrive more than 15 minutes late may have their appointment shortened."
)
HAIR_STAFF = (
    "The owner of Snip & Shine, Rosa Kettering, trained the apprentice Liam Bryce, who now handles all children's cuts. "
    "Cuts for children under 12 cost £18. "
    "Rosa only takes new colour clients on Fridays."
)
CAMP_RULES = (
    "Larchwood Camping has 64 pitches, 40 of which have electric hook-up. "
    "Check-in runs from 2 p.m. to 9 p.m., and pitches must be vacated by 11 a.m. on the day of departure. "
    "Quiet hours are from 10:30 p.m. to 7 a.m. "
    "Dogs are welcome on all pitches except those in the Meadow Field, for a fee of £4 per night."
)
CAMP_BOOKING = (
    "Bookings between 1 July and 31 August require a minimum stay of three nights. "
    "A deposit of 25% is due when booking, and the balance is taken 14 days before arrival. "
    "Cancellations made more than 30 days before arrival receive a full refund of the deposit. "
    "Campfires are allowed only in the steel fire pits provided, which can be hired at reception for £6 a night."
)
TRANSLATION = (
    "Lexbridge Translations charges €0.12 per word for standard translation and €0.18 per word for certified legal documents. "
    "Standard jobs under 2,000 words are delivered within three working days. "
    "Every translation is done by a native speaker of the target language and then checked by a second linguist. "
    "The project manager, Hélène Martin, sends quotes to clients within 4 hours during office hours."
)
BREWERY = (
    "The Copperhop Brewery tour runs every Saturday and Sunday at 11:00 and 15:00 and lasts 90 minutes. "
    "Tickets cost £22 and include four 150 ml tasting samples. "
    "Head brewer Tomasz Nowak leads the afternoon tours, while the morning ones are led by his assistant, Ellie Grant. "
    "Visitors must be at least 18 to join the tasting; under-18s may join the tour itself with a paying adult but receive soft drinks instead."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful: every claim supported, in other words
    w.faith("en-t11-001", "para.synonym", "How much is the Pedal City annual pass?",
            "A yearly Pedal City pass will set you back £90, and it lets you take as many trips as you like, as long as none of them goes past 45 minutes.",
            BIKE_PASS, True),
    w.faith("en-t11-002", "fmt.share", "Do students get a discount on the annual pass?",
            "Yes. Students who have a valid university card pay 50% of the annual price.",
            BIKE_PASS, True),
    w.faith("en-t11-003", "para.except", "Can I pick up an annual pass at a docking station?",
            "No, the docking stations don't sell it; the Pedal City app is the only place you can buy the pass.",
            BIKE_PASS, True),
    w.faith("en-t11-004", "para.combine", "What happens if my bike is broken?",
            "Hit the red button on the dock within 15 minutes of starting your ride and the ride will be cancelled free of charge.",
            BIKE_DAMAGE, True),
    w.faith("en-t11-005", "para.passive", "Who repairs the bikes?",
            "The maintenance team led by Olu Adeyemi carries out the repairs.",
            BIKE_DAMAGE, True),
    w.faith("en-t11-006", "fmt.period", "How soon is a damaged bike taken away?",
            "Once a bike has been flagged as damaged, a van picks it up within a day.",
            BIKE_DAMAGE, True),
    w.faith("en-t11-007", "wrap.attribution", "How does Brightpath choose a tutor for my son?",
            "According to Brightpath, every pupil is paired with a tutor following a free 20-minute assessment call with their coordinator, Maya Lindqvist.",
            TUTOR_BOOKING, True),
    w.faith("en-t11-008", "fmt.number", "If we book a block of ten lessons, how many do we pay for?",
            "You'd pay for nine, because the tenth lesson in a block of ten is free.",
            TUTOR_BOOKING, True),
    w.faith("en-t11-009", "fmt.time", "When does Priya have chemistry?",
            "Priya Shah's chemistry lesson with Daniel Okafor is on Wednesdays from 5:30 to 6:30 p.m.",
            TUTOR_TUTORS, True),
    w.faith("en-t11-010", "para.relative", "Who writes the progress reports?",
            "Parents receive progress reports, which the tutor writes, at the end of every term.",
            TUTOR_TUTORS, True),
    w.faith("en-t11-011", "para.except", "Can my daughter have face-to-face lessons in Manchester?",
            "No. Apart from Leeds and York, Brightpath doesn't offer in-person lessons; the online ones run on Zoom.",
            TUTOR_TUTORS, True),
    w.faith("en-t11-012", "fmt.range", "How much is a women's cut and blow-dry?",
            "At Snip & Shine it's between £40 and £52, depending on whether you go with a junior or a senior stylist.",
            HAIR_PRICES, True),
    w.faith("en-t11-013", "para.except", "Can I book a haircut for a Monday?",
            "I'm afraid not: the salon only opens Tuesday through Saturday, so it's closed on Sundays and Mondays.",
            HAIR_PRICES, True),
    w.faith("en-t11-014", "fmt.period", "When do I need to do the patch test before my colour?",
            "Your patch test has to be done no later than two days before the colour appointment.",
            HAIR_PRICES, True),
    w.faith("en-t11-015", "para.pronoun", "Who does the kids' haircuts at Snip & Shine?",
            "Liam Bryce does them all. He was trained by the owner, Rosa Kettering.",
            HAIR_STAFF, True),
    w.faith("en-t11-016", "wrap.question", "When do we have to leave our pitch?",
            "Wondering about departure day? Your pitch needs to be cleared by 11 in the morning.",
            CAMP_RULES, True),
    w.faith("en-t11-017", "para.except", "Can we bring our dog to the Meadow Field?",
            "Unfortunately not. Dogs can stay on every pitch apart from the Meadow Field ones, at £4 a night.",
            CAMP_RULES, True),
    w.faith("en-t11-018", "fmt.share", "How much do I pay when I book?",
            "You pay a quarter up front as a deposit, and the rest is collected two weeks before you arrive.",
            CAMP_BOOKING, True),
    w.faith("en-t11-019", "wrap.hedge", "Are campfires allowed?",
            "It looks like they are, but only in the steel fire pits the site provides, which you can rent from reception for £6 per night.",
            CAMP_BOOKING, True),
    w.faith("en-t11-020", "fmt.currency", "What does a certified legal translation cost?",
            "Certified legal documents are charged at 18 euro cents a word.",
            TRANSLATION, True),
    w.faith("en-t11-021", "para.synonym", "Who checks the translations?",
            "Once a native speaker of the target language has translated the text, a second linguist reviews it.",
            TRANSLATION, True),
    w.faith("en-t11-022", "wrap.opener", "Who runs the morning brewery tours?",
            "Good question! The morning tours are guided by Ellie Grant, who assists the head brewer.",
            BREWERY, True),
    w.faith("en-t11-023", "fmt.unit", "What's included in the tour ticket?",
            "The £22 ticket includes four tasting samples of 15 cl each.",
            BREWERY, True),
    w.faith("en-t11-024", "wrap.closer", "Can my 16-year-old come along?",
            "Yes, they can do the tour with a paying adult, though they'll get soft drinks rather than the tasting. Hope you enjoy the visit!",
            BREWERY, True),
    # unfaithful: exactly one clear error
    w.faith("en-t11-025", "value.number", "What do I pay if my ride runs over?",
            "Beyond the first 45 minutes, each extra 20 minutes costs £1.50.",
            BIKE_PASS, False),
    w.faith("en-t11-026", "negation", "Am I charged if I report a broken bike in time?",
            "Yes. Even if you press the red button within 15 minutes, the ride is still charged.",
            BIKE_DAMAGE, False),
    w.faith("en-t11-027", "quantifier", "How often are the e-bikes checked?",
            "Olu Adeyemi inspects a sample of the returned e-bikes on Tuesdays and Fridays.",
            BIKE_DAMAGE, False),
    w.faith("en-t11-028", "negation", "Do we have to pay for the assessment call?",
            "Yes, the 20-minute assessment call with Maya Lindqvist is not free of charge.",
            TUTOR_BOOKING, False),
    w.faith("en-t11-029", "modality", "Do we need to book lessons in blocks?",
            "Yes, families are required to book lessons in blocks of ten, and the tenth one is free.",
            TUTOR_BOOKING, False),
    w.faith("en-t11-030", "added.entity", "How are pupils matched with tutors?",
            "After a free 20-minute assessment call with the coordinator, Maya Lindqvist, and the head tutor, Sam Reid, each pupil is matched with a tutor.",
            TUTOR_BOOKING, False),
    w.faith("en-t11-031", "role.swap", "Who teaches chemistry on Wednesdays?",
            "Priya Shah teaches chemistry to Daniel Okafor on Wednesdays from 17:30 to 18:30.",
            TUTOR_TUTORS, False),
    w.faith("en-t11-032", "quantifier", "Are the tutors vetted?",
            "Only some Brightpath tutors hold a DBS certificate, but all have at least an upper-second degree in their subject.",
            TUTOR_TUTORS, False),
    w.faith("en-t11-033", "antonym", "What if I'm not on time for my appointment?",
            "Clients who turn up more than 15 minutes early may have their appointment shortened.",
            HAIR_PRICES, False),
    w.faith("en-t11-034", "modality", "What happens if I'm running late?",
            "If you arrive more than a quarter of an hour late, your appointment will be shortened.",
            HAIR_PRICES, False),
    w.faith("en-t11-035", "value.except", "Which days is Snip & Shine open?",
            "The salon is open every day except Monday, from 9 a.m. to 7 p.m., and until 8:30 p.m. on Thursdays.",
            HAIR_PRICES, False),
    w.faith("en-t11-036", "added.fact", "Do I need a patch test before colouring?",
            "Yes, a patch test is needed at least 48 hours before a colour appointment, and it costs £10.",
            HAIR_PRICES, False),
    w.faith("en-t11-037", "value.time", "When are the quiet hours at the campsite?",
            "Quiet hours at Larchwood run from 11 p.m. until 7 a.m.",
            CAMP_RULES, False),
    w.faith("en-t11-038", "value.date", "Is there a minimum stay in summer?",
            "Yes, any booking between 1 June and 31 August has to be for at least three nights.",
            CAMP_BOOKING, False),
    w.faith("en-t11-039", "direction", "When is the rest of the payment taken?",
            "The deposit of 25% is paid when you book, and the balance is charged two weeks after you arrive.",
            CAMP_BOOKING, False),
    w.faith("en-t11-040", "antonym", "What if we cancel well in advance?",
            "If you cancel more than 30 days before you arrive, you forfeit the deposit.",
            CAMP_BOOKING, False),
    w.faith("en-t11-041", "direction", "How quickly are standard jobs delivered?",
            "Standard jobs of over 2,000 words are delivered within three working days.",
            TRANSLATION, False),
    w.faith("en-t11-042", "value.currency", "What is the rate for a standard translation?",
            "Lexbridge charges 12 US cents per word for standard translation.",
            TRANSLATION, False),
    w.faith("en-t11-043", "role.swap", "Who leads the afternoon tours?",
            "The afternoon tours are led by Ellie Grant, the assistant of head brewer Tomasz Nowak.",
            BREWERY, False),
    w.faith("en-t11-044", "value.unit", "How big are the tasting samples?",
            "Your £22 ticket includes four tasting samples of 150 cl each.",
            BREWERY, False),
]

CORRECTNESS: list[Case] = [
    w.correct("en-t11-045", "correct.wordy", "How long does a Copperhop brewery tour last?",
              "You should set aside about an hour and a half; that's how long the Copperhop tour takes from start to finish.",
              "90 minutes.", True),
    w.correct("en-t11-046", "correct.format", "What time does Snip & Shine close on Thursdays?",
              "It closes at 20:30 on Thursdays.",
              "8:30 p.m.", True),
    w.correct("en-t11-047", "correct.wordy", "Who is the coordinator at Brightpath Tutoring?",
              "That would be Maya Lindqvist; she's the person who coordinates things at Brightpath.",
              "Maya Lindqvist.", True),
    w.correct("en-t11-048", "correct.format", "What is the minimum stay at Larchwood in August?",
              "3 nights minimum.",
              "Three nights.", True),
    w.correct("en-t11-049", "wrong.value", "What is Lexbridge's per-word rate for certified legal documents?",
              "Certified legal documents cost €0.12 per word.",
              "€0.18 per word.", False),
    w.correct("en-t11-050", "wrong.role", "Who leads the afternoon brewery tours?",
              "They're led by Ellie Grant, the head brewer's assistant.",
              "Tomasz Nowak, the head brewer.", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
