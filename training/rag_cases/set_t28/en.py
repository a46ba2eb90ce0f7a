"""English cases of set t28: a rail ticket's conditions, a residents' parking permit, a
public library card and its history room, a children's swimming course, a visa appointment
centre, and a gym's opening hours with their exceptions."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

TICKET = (
    "Advance Saver tickets from Northvale Rail are valid only on the train and date printed on the ticket. "
    "They can be changed up to 18:00 on the day before travel for a fee of £10, plus any difference in fare. "
    "Refunds are not available, except when the train is cancelled. "
    "Children aged 5 to 15 pay half the adult fare; children under 5 travel free."
)
PERMIT = (
    "Residents of Zone C in Ashford can apply for a parking permit on the council's website. "
    "A permit costs £85 a year, and a second permit for the same household costs £140. "
    "Permit restrictions apply Monday to Saturday, 8:00 to 18:30. "
    "On Sundays and bank holidays, parking in Zone C is free for everyone. "
    "Visitor permits are sold in books of ten for £15."
)
SCHEME = (
    "The Zone C permit scheme was proposed by Councillor Maria Okafor in 2019. "
    "Since 2022 it has been run by the contractor ParkWise. "
    "ParkWise wardens check the permits, but appeals against fines go to the council's Parking Appeals Team. "
    "An appeal must be lodged within 28 days of the fine."
)
CARD = (
    "Anyone who lives, works or studies in Bramley can get a Bramley Library card free of charge. "
    "Adults can borrow up to 12 items at a time for three weeks; DVDs are the exception and are lent for one week only. "
    "Replacement cards cost £2.50. "
    "The card also gives access to the e-book service BorrowBox."
)
HISTORY = (
    "The library's local history room was opened in 2004 by the historian Peter Lang. "
    "Since 2016 it has been managed by the volunteer archivist Helen Marsh. "
    "The room is open on Tuesdays and Thursdays from 2 p.m. to 5 p.m. "
    "Items in the room cannot be borrowed."
)
DOLPHINS = (
    "The Little Dolphins course at Riverside Pool is for children aged 4 to 7. "
    "It runs for ten Saturday mornings, starting on 13 September, from 9:30 to 10:15. "
    "The course costs €120, and siblings get 20% off. "
    "A parent must stay in the building during the lesson, but not on the poolside."
)
COACHES = (
    "Coach Tom Reyes teaches the beginners' group. "
    "His colleague Anna Weiss takes the advanced group. "
    "Children move up to the advanced group once they can swim 25 metres without help. "
    "Goggles are allowed, and armbands are provided by the pool."
)
VISA = (
    "The Visa Centre in Leeds handles appointments for Schengen visas on behalf of the consulate. "
    "Appointments can be booked online up to 60 days ahead and must be attended in person. "
    "Applicants must bring their passport, two photos and proof of travel insurance. "
    "The service fee is £45 per applicant and is not refunded if you miss your appointment."
)
DECISION = (
    "The consulate, not the visa centre, decides on each application. "
    "Decisions usually take 15 working days. "
    "A premium lounge service is available for an extra £60. "
    "It includes help with filling in the forms."
)
HOURS = (
    "FitHub on Mill Street is open every day of the year except 25 and 26 December. "
    "Monday to Friday it opens from 6:00 to 22:00, and at weekends from 8:00 to 20:00. "
    "On public holidays the hours are 10:00 to 16:00. "
    "The sauna is closed every Wednesday for cleaning."
)
FITHUB = (
    "FitHub was founded by the former rower Lisa Grant in 2011. "
    "In 2020 it was bought by the fitness chain ActiveLife. "
    "Gold members can bring a guest twice a month. "
    "Under-16s may only train when accompanied by an adult."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # supported: every claim is in the context, said in other words
    w.faith("en-t28-001", "para.relative", "Who runs the Zone C permit scheme?", "The scheme that Councillor Maria Okafor proposed in 2019 has been operated by ParkWise since 2022.", SCHEME, True),
    w.faith("en-t28-002", "para.combine", "Who is in charge of the local history room?", "The local history room, which historian Peter Lang opened in 2004, has been looked after by volunteer archivist Helen Marsh since 2016.", HISTORY, True),
    w.faith("en-t28-003", "para.relative", "Who owns FitHub?", "In 2020 the chain ActiveLife took over FitHub, a gym that ex-rower Lisa Grant had set up in 2011.", FITHUB, True),
    w.faith("en-t28-004", "para.pronoun", "Who teaches the beginners?", "Tom Reyes teaches the beginners. The advanced group is taken by his colleague, Anna Weiss.", COACHES, True),
    w.faith("en-t28-005", "para.pronoun", "Do I have to pay for a library card?", "No, the Bramley Library card costs nothing if you live, work or study in Bramley. It also lets you use BorrowBox for e-books.", CARD, True),
    w.faith("en-t28-006", "para.combine", "When is the Little Dolphins course?", "Little Dolphins, which is meant for 4- to 7-year-olds, takes place on ten Saturday mornings from 13 September.", DOLPHINS, True),
    w.faith("en-t28-007", "para.combine", "How do visa appointments in Leeds work?", "You book online, no more than 60 days in advance, and then you have to show up at the Leeds centre in person.", VISA, True),
    w.faith("en-t28-008", "para.relative", "What is the premium lounge?", "It's a service that costs an extra £60 and that includes help with filling in the forms.", DECISION, True),
    w.faith("en-t28-009", "para.except", "Can I get my money back on an Advance Saver ticket?", "Only if your train is cancelled; otherwise there's no refund.", TICKET, True),
    w.faith("en-t28-010", "para.except", "Is FitHub ever closed?", "FitHub only shuts on 25 and 26 December; on every other day of the year it is open.", HOURS, True),
    w.faith("en-t28-011", "fmt.time", "When can I train on a weekday?", "From Monday to Friday you can work out between 6 a.m. and 10 p.m.", HOURS, True),
    w.faith("en-t28-012", "fmt.currency", "How much is the service fee at the visa centre?", "Each applicant pays a service charge of forty-five pounds.", VISA, True),
    w.faith("en-t28-013", "fmt.period", "How long does a visa decision take?", "The consulate normally needs three working weeks to reach a decision.", DECISION, True),
    w.faith("en-t28-014", "fmt.share", "Do children pay full fare?", "No. Kids between 5 and 15 travel for 50% of the adult price, and under-fives go free.", TICKET, True),
    w.faith("en-t28-015", "fmt.date", "When does the swimming course start?", "The first Saturday session is on the 13th of September.", DOLPHINS, True),
    w.faith("en-t28-016", "para.passive", "Who opened the local history room?", "Peter Lang, a historian, opened it in 2004.", HISTORY, True),
    w.faith("en-t28-017", "wrap.attribution", "How much is a residents' permit?", "According to the permit information, one permit is £85 per year, while a second one for the same household is £140.", PERMIT, True),
    w.faith("en-t28-018", "wrap.hedge", "When can my son join the advanced swimmers?", "As far as I can tell, he'll move up to the advanced group as soon as he can manage 25 metres unaided.", COACHES, True),
    w.faith("en-t28-019", "para.synonym", "Can I bring a friend to the gym?", "If you hold a Gold membership, you're allowed to bring along a guest two times per month.", FITHUB, True),
    w.faith("en-t28-020", "para.synonym", "Who do I contact to contest a parking fine?", "Although ParkWise wardens do the permit checks, fines are contested through the council's Parking Appeals Team.", SCHEME, True),
    w.faith("en-t28-021", "para.combine", "What if I lose my library card?", "A new card costs £2.50, and besides borrowing, the card also gets you into the BorrowBox e-book service.", CARD, True),
    w.faith("en-t28-022", "para.relative", "Who takes the advanced group?", "Anna Weiss, who works alongside Tom Reyes, is in charge of the advanced swimmers.", COACHES, True),
    w.faith("en-t28-023", "para.pronoun", "Who decides on my visa?", "The consulate makes the decision on every application, not the visa centre. It usually takes 15 working days to do so.", DECISION, True),
    w.faith("en-t28-024", "wrap.opener", "Do I have to stay during my daughter's lesson?", "Good question! One parent has to remain in the building while the lesson is on, though you don't need to be by the pool.", DOLPHINS, True),
    # unsupported: one claim the context does not give or contradicts
    w.faith("en-t28-025", "added.fact", "Can I change my Advance Saver ticket?", "Yes, until 18:00 the day before you travel, for £10 plus any fare difference, and you can do it at any station ticket office.", TICKET, False),
    w.faith("en-t28-026", "added.fact", "Who can get a Bramley Library card?", "Anyone who lives, works or studies in Bramley gets one for free, and it stays valid for five years.", CARD, False),
    w.faith("en-t28-027", "added.fact", "How much is the Little Dolphins course?", "The course costs €120, which includes a swimming cap for every child, and brothers and sisters get 20% off.", DOLPHINS, False),
    w.faith("en-t28-028", "added.fact", "What should I bring to my visa appointment?", "Bring your passport, proof of travel insurance and two photos, which must not be older than six months.", VISA, False),
    w.faith("en-t28-029", "added.fact", "What does the premium lounge offer?", "For £60 on top, the lounge service gives you help with the forms as well as free refreshments while you wait.", DECISION, False),
    w.faith("en-t28-030", "added.fact", "What are the gym's hours on public holidays?", "On public holidays FitHub is open from 10 a.m. to 4 p.m., and no group classes are held on those days.", HOURS, False),
    w.faith("en-t28-031", "added.fact", "What happened to FitHub in 2020?", "The gym that Lisa Grant founded in 2011 was bought by ActiveLife in 2020 for £2 million.", FITHUB, False),
    w.faith("en-t28-032", "added.fact", "When can I visit the local history room?", "It opens on Tuesdays and Thursdays from 2 to 5 p.m., and you can make photocopies there for 10p a page.", HISTORY, False),
    w.faith("en-t28-033", "role.swap", "Who opened the local history room?", "Helen Marsh opened the room in 2004, and the historian Peter Lang has managed it since 2016.", HISTORY, False),
    w.faith("en-t28-034", "role.swap", "Who teaches which group?", "Anna Weiss teaches the beginners, while her colleague Tom Reyes takes the advanced swimmers.", COACHES, False),
    w.faith("en-t28-035", "negation", "Do I need to go to the visa centre myself?", "You can book online up to 60 days ahead, and you don't have to attend the appointment in person.", VISA, False),
    w.faith("en-t28-036", "antonym", "Can my child wear goggles?", "Goggles are forbidden, but the pool provides armbands.", COACHES, False),
    w.faith("en-t28-037", "modality", "Do parents have to stay during the lesson?", "Parents are advised, but not required, to stay in the building during the lesson.", DOLPHINS, False),
    w.faith("en-t28-038", "quantifier", "Who can get a free library card?", "Only people who live in Bramley can get a Bramley Library card free of charge.", CARD, False),
    w.faith("en-t28-039", "direction", "Until when can I change my ticket?", "You can change it up to 18:00 on the day after your journey, for a £10 fee plus any fare difference.", TICKET, False),
    w.faith("en-t28-040", "value.number", "How are visitor permits sold?", "Visitor permits come in books of twenty, each book costing £15.", PERMIT, False),
    w.faith("en-t28-041", "value.time", "When is FitHub open at weekends?", "On Saturdays and Sundays the gym is open from 8 a.m. to 9 p.m.", HOURS, False),
    w.faith("en-t28-042", "value.except", "When is parking in Zone C free?", "Everyone can park in Zone C for free on Sundays, but not on bank holidays.", PERMIT, False),
    w.faith("en-t28-043", "value.currency", "What does it cost to change an Advance Saver ticket?", "A change costs €10, plus any difference in fare.", TICKET, False),
    w.faith("en-t28-044", "value.date", "Who came up with the permit scheme?", "The scheme, which Councillor Maria Okafor proposed in 2017, is now run by ParkWise.", SCHEME, False),
]

CORRECTNESS: list[Case] = [
    w.correct("en-t28-045", "correct.wordy", "How long can adults keep DVDs from Bramley Library?", "DVDs are the exception to the usual three-week loan: adults have to bring them back after just one week.", "One week.", True),
    w.correct("en-t28-046", "correct.format", "When does the Little Dolphins lesson start on Saturdays?", "At half past nine in the morning.", "9:30 a.m.", True),
    w.correct("en-t28-047", "correct.wordy", "Who decides on Schengen visa applications made in Leeds?", "The Leeds centre only deals with the appointments; the decision on each application is taken by the consulate.", "The consulate.", True),
    w.correct("en-t28-048", "correct.format", "How much does a second residents' permit for the same household cost?", "One hundred and forty pounds per year.", "£140 a year.", True),
    w.correct("en-t28-049", "wrong.value", "How far must a child swim to move up to the advanced group?", "They need to be able to swim 50 metres without any help.", "25 metres without help.", False),
    w.correct("en-t28-050", "wrong.role", "Who founded FitHub?", "FitHub was founded by the fitness chain ActiveLife.", "Lisa Grant, a former rower.", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
