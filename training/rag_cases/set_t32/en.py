"""English cases of set t32: St. Aldric Hospital's cardiology and paediatrics, the law firm
Harlow & Quint, Riverside Football Academy, Café Lumen, Millbrook High School's exchange with
Lyon, and the travel agency Compass Trails."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

CARDIOLOGY = (
    "At St. Aldric Hospital, the cardiology department is headed by Dr. Miriam Osei. "
    "Dr. Osei joined the hospital in 2009 and took over the department in 2016 from Dr. Paul Brenner, who retired. "
    "The department runs an outpatient clinic on Tuesdays and Thursdays from 8:00 to 13:00."
)
PAEDIATRICS = (
    "The paediatrics ward at St. Aldric has 32 beds. "
    "Visiting hours are from 10:00 to 20:00 every day except Sunday, when visits end at 17:00. "
    "Parents may stay overnight with children under 12. "
    "The ward is led by head nurse Colin Fairweather."
)
LAW_FIRM = (
    "Harlow & Quint LLP was founded in 1998 by Grace Harlow and Simon Quint. "
    "In 2015 the firm opened a second office in Leeds, which is run by partner Anita Desai. "
    "Initial consultations cost £120 and last 45 minutes."
)
LAW_PARTNERS = (
    "Of the firm's nine partners, four specialise in employment law. "
    "Partner Ruth Okafor chairs the pro bono committee, which takes on up to 20 cases a year. "
    "New clients must provide photo ID before the first meeting."
)
ACADEMY = (
    "Riverside Football Academy was set up in 2004 by former goalkeeper Lars Eng. "
    "Since 2019 the under-16 squad has been coached by Marta Silva, who previously assisted Eng with the goalkeepers. "
    "Training for the under-16s takes place on Mondays, Wednesdays and Fridays at 17:30."
)
ACADEMY_FEES = (
    "The academy's annual fee is €1,800, payable in two instalments. "
    "Siblings receive a 25% discount. "
    "Players must pass a medical check before joining; the check is free of charge."
)
RESTAURANT = (
    "Café Lumen opened in 2011 and is owned by Nadia Farrow. "
    "Its head chef, Tomasz Wilk, joined in 2014 after six years in a hotel kitchen in Kraków. "
    "In 2020 Farrow sold a 40% stake to investor Brian Cole."
)
RESTAURANT_HOURS = (
    "Café Lumen is open from 12:00 to 22:30, Tuesday to Sunday; it is closed on Mondays. "
    "The tasting menu costs £65 per person and must be booked at least 48 hours in advance. "
    "Groups of more than eight pay a 10% service charge."
)
EXCHANGE = (
    "Millbrook High School runs an exchange programme with Lycée Saint-Exupéry in Lyon. "
    "The programme was started in 2007 by French teacher Helen Pryce and is now coordinated by Owen Carter. "
    "Each March, 18 Year 10 pupils spend three weeks in Lyon, staying with host families."
)
TRAVEL = (
    "Compass Trails, a travel agency in Bristol, employs six guides. "
    "Its Iceland tours are led by guide Freya Jonsdottir, who has worked for the agency since 2012. "
    "The eight-day Iceland tour costs £2,400 per person, including flights and hotels; meals are not included. "
    "Bookings can be cancelled free of charge up to 30 days before departure."
)

# fmt: off
FAITHFULNESS = [
    # faithful: every claim supported, said in other words
    w.faith("en-t32-001", "para.combine", "Who heads cardiology, and since when?", "Dr. Miriam Osei, who has worked at the hospital since 2009, has run cardiology since 2016.", CARDIOLOGY, True),
    w.faith("en-t32-002", "para.relative", "Who did Dr. Osei succeed?", "Dr. Paul Brenner, whom Dr. Osei replaced as head of cardiology in 2016, retired.", CARDIOLOGY, True),
    w.faith("en-t32-003", "fmt.time", "When is the cardiology outpatient clinic?", "On Tuesdays and Thursdays, 8 a.m. to 1 p.m.", CARDIOLOGY, True),
    w.faith("en-t32-004", "para.except", "When can I visit the paediatrics ward?", "From Monday to Saturday you can visit between 10 a.m. and 8 p.m.; on Sundays visits finish at 5 p.m.", PAEDIATRICS, True),
    w.faith("en-t32-005", "para.pronoun", "Who's in charge of the paediatrics ward, and how big is it?", "Head nurse Colin Fairweather leads the paediatrics ward. It has 32 beds.", PAEDIATRICS, True),
    w.faith("en-t32-006", "para.synonym", "Can parents stay the night on the ward?", "Yes, parents are allowed to spend the night with children younger than 12.", PAEDIATRICS, True),
    w.faith("en-t32-007", "para.relative", "When did the firm open its Leeds office?", "Harlow & Quint, which Grace Harlow and Simon Quint set up in 1998, added an office in Leeds in 2015.", LAW_FIRM, True),
    w.faith("en-t32-008", "para.pronoun", "Who runs the Leeds office?", "The Leeds office opened in 2015. It is run by partner Anita Desai.", LAW_FIRM, True),
    w.faith("en-t32-009", "fmt.period", "How long is a first consultation, and what does it cost?", "An initial consultation costs £120 and lasts three quarters of an hour.", LAW_FIRM, True),
    w.faith("en-t32-010", "para.relative", "What does Ruth Okafor do at the firm?", "Ruth Okafor is the partner who chairs the pro bono committee, which accepts a maximum of 20 cases each year.", LAW_PARTNERS, True),
    w.faith("en-t32-011", "para.synonym", "What do new clients need to bring?", "Before their first meeting, new clients are required to show photo identification.", LAW_PARTNERS, True),
    w.faith("en-t32-012", "para.combine", "Who coaches the under-16s?", "Marta Silva, who used to assist founder Lars Eng with the goalkeepers, has coached the under-16 squad since 2019.", ACADEMY, True),
    w.faith("en-t32-013", "para.pronoun", "Who founded the academy?", "Riverside was founded in 2004 by Lars Eng. He is a former goalkeeper.", ACADEMY, True),
    w.faith("en-t32-014", "fmt.time", "When do the under-16s train?", "Three times a week (Monday, Wednesday and Friday) at half past five in the evening.", ACADEMY, True),
    w.faith("en-t32-015", "fmt.share", "Is there a discount for siblings?", "Yes, siblings get a quarter off.", ACADEMY_FEES, True),
    w.faith("en-t32-016", "fmt.currency", "How much is the annual fee?", "It's 1,800 euros a year, paid in two instalments.", ACADEMY_FEES, True),
    w.faith("en-t32-017", "para.combine", "Who owns Café Lumen, and who is the chef?", "Café Lumen belongs to Nadia Farrow, and its head chef, Tomasz Wilk, came on board in 2014.", RESTAURANT, True),
    w.faith("en-t32-018", "para.relative", "Who is Brian Cole?", "Brian Cole is the investor to whom Nadia Farrow sold a 40% stake in 2020.", RESTAURANT, True),
    w.faith("en-t32-019", "para.except", "Is Café Lumen open on Mondays?", "No. It opens every day except Monday, from noon until 10:30 p.m.", RESTAURANT_HOURS, True),
    w.faith("en-t32-020", "wrap.attribution", "How far ahead do I need to book the tasting menu?", "According to the restaurant, the £65 tasting menu has to be reserved at least two days ahead.", RESTAURANT_HOURS, True),
    w.faith("en-t32-021", "para.combine", "Who is behind the Lyon exchange?", "Helen Pryce started the Lyon exchange in 2007, and Owen Carter now coordinates it.", EXCHANGE, True),
    w.faith("en-t32-022", "para.pronoun", "How long do the pupils stay in Lyon?", "Every March, 18 Year 10 pupils travel to Lyon. They spend three weeks there with host families.", EXCHANGE, True),
    w.faith("en-t32-023", "wrap.hedge", "Are meals included in the Iceland tour?", "As far as I can tell, meals aren't included, though flights and hotels are.", TRAVEL, True),
    w.faith("en-t32-024", "wrap.opener", "Who leads the Iceland tours?", "Good question! Freya Jonsdottir, who has been with Compass Trails since 2012, leads them.", TRAVEL, True),
    # unfaithful: one clear error
    w.faith("en-t32-025", "added.fact", "When is the cardiology clinic held?", "The outpatient clinic runs on Tuesdays and Thursdays from 8:00 to 13:00, and no referral is needed.", CARDIOLOGY, False),
    w.faith("en-t32-026", "role.swap", "Who took over cardiology in 2016?", "In 2016 Dr. Paul Brenner took over the department from Dr. Miriam Osei, who retired.", CARDIOLOGY, False),
    w.faith("en-t32-027", "value.except", "When can I visit the paediatrics ward?", "Visiting runs from 10 a.m. to 8 p.m. every day except Saturday, when it ends at 5 p.m.", PAEDIATRICS, False),
    w.faith("en-t32-028", "added.fact", "Can parents stay overnight?", "Yes, parents of children under 12 can stay the night, and a fold-out bed is provided.", PAEDIATRICS, False),
    w.faith("en-t32-029", "quantifier", "Who can stay overnight on the ward?", "Parents may stay overnight with any child on the ward, whatever their age.", PAEDIATRICS, False),
    w.faith("en-t32-030", "added.fact", "When was Harlow & Quint founded?", "Grace Harlow and Simon Quint founded the firm in London in 1998.", LAW_FIRM, False),
    w.faith("en-t32-031", "value.currency", "How much is an initial consultation?", "A first consultation costs €120 and lasts 45 minutes.", LAW_FIRM, False),
    w.faith("en-t32-032", "added.fact", "What does the Iceland tour cost?", "The eight-day tour is £2,400 per person, which covers flights, hotels and travel insurance.", TRAVEL, False),
    w.faith("en-t32-033", "modality", "Do new clients need ID?", "New clients are encouraged to bring photo ID to the first meeting, but it isn't required.", LAW_PARTNERS, False),
    w.faith("en-t32-034", "direction", "How many pro bono cases does the firm take?", "The pro bono committee takes on at least 20 cases a year.", LAW_PARTNERS, False),
    w.faith("en-t32-035", "role.swap", "Who coaches the under-16s?", "Lars Eng has coached the under-16s since 2019; he used to assist Marta Silva with the goalkeepers.", ACADEMY, False),
    w.faith("en-t32-036", "value.time", "When do the under-16s train?", "They train on Mondays, Wednesdays and Fridays at 6:30 p.m.", ACADEMY, False),
    w.faith("en-t32-037", "added.fact", "How is the annual fee paid?", "The €1,800 fee is split into two instalments, the first of which is due in September.", ACADEMY_FEES, False),
    w.faith("en-t32-038", "negation", "Does the medical check cost anything?", "Players have to pass a medical before joining, and the check is not free.", ACADEMY_FEES, False),
    w.faith("en-t32-039", "added.fact", "What did the head chef do before Café Lumen?", "Before joining in 2014, Tomasz Wilk spent six years as sous-chef in a Kraków hotel kitchen.", RESTAURANT, False),
    w.faith("en-t32-040", "value.number", "How big a stake did Brian Cole buy?", "In 2020 owner Nadia Farrow sold investor Brian Cole a 60% stake.", RESTAURANT, False),
    w.faith("en-t32-041", "added.fact", "How much is the tasting menu?", "The tasting menu is £65 per person with wine pairing included, and it must be booked 48 hours ahead.", RESTAURANT_HOURS, False),
    w.faith("en-t32-042", "antonym", "Do large groups pay anything extra?", "No, groups of more than eight actually get a 10% discount.", RESTAURANT_HOURS, False),
    w.faith("en-t32-043", "value.date", "When did the Lyon exchange begin?", "French teacher Helen Pryce launched the exchange in 2009.", EXCHANGE, False),
    w.faith("en-t32-044", "added.entity", "Who leads the Iceland tours?", "Freya Jonsdottir leads them together with her colleague Erik Dahl.", TRAVEL, False),
]

CORRECTNESS = [
    w.correct("en-t32-045", "correct.wordy", "Who heads cardiology at St. Aldric Hospital?", "At St. Aldric Hospital, the person in charge of the cardiology department is Dr. Miriam Osei.", "Dr. Miriam Osei.", True),
    w.correct("en-t32-046", "correct.format", "How much does the Iceland tour cost?", "2400 pounds for each traveller.", "£2,400 per person.", True),
    w.correct("en-t32-047", "correct.wordy", "When was Riverside Football Academy founded?", "Riverside Football Academy first opened its doors back in 2004.", "In 2004.", True),
    w.correct("en-t32-048", "correct.format", "What time do the under-16s train?", "At 5:30 in the evening.", "17:30.", True),
    w.correct("en-t32-049", "wrong.value", "How many beds does the paediatrics ward have?", "The paediatrics ward has 23 beds.", "32 beds.", False),
    w.correct("en-t32-050", "wrong.role", "Who started the Lyon exchange?", "It was started by Owen Carter, its current coordinator.", "Helen Pryce.", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
