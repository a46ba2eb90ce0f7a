"""English cases of set t2: a university registrar's office (transcripts, course withdrawal),
a pet grooming salon (hours, policies), a bakery chain (loyalty scheme, custom cakes), an
e-scooter rental (rates, monthly pass), home insurance claims (storm damage) and a museum shop."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("en")

REG_TRANSCRIPT = "Official transcripts are issued by the Registrar's Office in Hollis Hall, Room 104. Each transcript costs $12, and requests are processed within 5 business days. Students with an unpaid library fine of more than $50 cannot order transcripts until the fine is cleared. Electronic transcripts are sent by email at no extra charge."
REG_DEADLINE = "The deadline to drop a course without a W grade for the autumn term is 20 September 2024. After that date and until 1 November, students may withdraw from a course and receive a W on their record. Withdrawals after 1 November require written approval from the dean of the student's faculty. The withdrawal form must be signed by the course instructor, not by the academic advisor."
GROOM_HOURS = "Fluff & Fold Grooming is open from 8:00 to 18:00 every day except Tuesday. A full groom for a small dog costs £45 and takes about 90 minutes. Cats are groomed only on Saturdays, by our senior groomer, Priya Nair. Owners must show proof of a rabies vaccination at the first visit."
GROOM_POLICY = "Appointments cancelled less than 24 hours in advance are charged a fee of £15. Dogs that arrive more than 20 minutes late may be rescheduled. Matted coats are shaved rather than brushed out, for the animal's comfort. Tom Becker, the salon manager, trains all new groomers."
BAKERY_LOYALTY = "Crumb & Co. has 14 bakeries across the region. Loyalty members get a free coffee with every tenth purchase. On Fridays, members receive 20% off all sourdough loaves. The Friday offer cannot be combined with other discounts."
BAKERY_ORDER = "Custom cakes must be ordered at least 72 hours before pickup. A deposit of half the price is taken when the order is placed. Head baker Marta Lindqvist approves every wedding-cake design, and the store manager handles the payment. Orders can be picked up between 7 a.m. and 2 p.m."
SCOOTER = "Zipp e-scooters cost €1 to unlock plus €0.25 per minute. Riders must be at least 18 years old and hold a valid driving licence. Scooters may not be parked on pavements narrower than 2 metres. The maximum speed is 20 km/h, and it drops to 10 km/h in the old town."
SCOOTER_PASS = "The Zipp monthly pass costs €29.90 and includes 30 minutes of riding per day. Unused minutes do not carry over to the next day. The pass can be cancelled at any time, but no refund is given for the current month. Rides started between 22:00 and 05:00 carry a night surcharge of €0.10 per minute."
INSURANCE = "Claims for storm damage must be reported within 30 days of the event. Homeowners should photograph the damage before starting any repairs. The insurer sends a loss adjuster, who assesses the damage and writes a report for the claims handler. Claims under $2,000 are usually settled without a site visit. The policy excess is $250 per claim."
MUSEUM_SHOP = "The museum shop on the ground floor is open from 10:00 to 17:30, Tuesday to Sunday. Members receive a 10% discount on all items except exhibition catalogues. Purchases can be returned within 14 days with a receipt. Prints of the Hokusai collection are produced by a local studio, Ashgrove Press, and signed by the curator, Dr. Elena Ruiz."

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful: every claim is supported, said in other words
    w.faith("en-t2-001", "para.synonym", "Where can I get an official transcript?", "Transcripts are handed out by the Registrar's Office, which you'll find in Room 104 of Hollis Hall.", REG_TRANSCRIPT, True),
    w.faith("en-t2-002", "fmt.currency", "How much is a transcript?", "Each official transcript costs USD 12.", REG_TRANSCRIPT, True),
    w.faith("en-t2-003", "wrap.hedge", "Do I pay more for an electronic transcript?", "As far as I can tell, no: electronic transcripts are emailed without any additional fee.", REG_TRANSCRIPT, True),
    w.faith("en-t2-004", "fmt.date", "What is the last day to drop a course without a W this autumn?", "The cut-off for dropping an autumn course without a W is 2024-09-20.", REG_DEADLINE, True),
    w.faith("en-t2-005", "para.passive", "Who has to sign the withdrawal form?", "The course instructor has to sign the withdrawal form; the academic advisor's signature isn't the one required.", REG_DEADLINE, True),
    w.faith("en-t2-006", "para.except", "Which day is the grooming salon closed?", "Fluff & Fold is closed on Tuesdays.", GROOM_HOURS, True),
    w.faith("en-t2-007", "fmt.time", "What are the salon's opening hours?", "On the days it's open, the salon opens its doors at 8 a.m. and closes at 6 p.m.", GROOM_HOURS, True),
    w.faith("en-t2-008", "para.pronoun", "Who grooms cats at Fluff & Fold?", "That's Priya Nair, the senior groomer. She does cats, but only on Saturdays.", GROOM_HOURS, True),
    w.faith("en-t2-009", "para.nominal", "What happens if I cancel late?", "A cancellation made less than a day before the appointment incurs a £15 charge.", GROOM_POLICY, True),
    w.faith("en-t2-010", "wrap.attribution", "Do you brush out matted fur?", "According to the salon's policy, matted coats are shaved instead of brushed out, so that the animal stays comfortable.", GROOM_POLICY, True),
    w.faith("en-t2-011", "para.relative", "Who trains new groomers?", "New groomers are all trained by Tom Becker, who manages the salon.", GROOM_POLICY, True),
    w.faith("en-t2-012", "fmt.number", "How many bakeries does Crumb & Co. have?", "Crumb & Co. runs fourteen bakeries in the region.", BAKERY_LOYALTY, True),
    w.faith("en-t2-013", "fmt.share", "What's the Friday deal for members?", "Every Friday, loyalty members get a fifth off any sourdough loaf.", BAKERY_LOYALTY, True),
    w.faith("en-t2-014", "para.combine", "Can I use the sourdough discount together with a voucher?", "No. Members do get the Friday sourdough discount, but it can't be stacked with any other discount.", BAKERY_LOYALTY, True),
    w.faith("en-t2-015", "fmt.period", "How far ahead do I need to order a custom cake?", "Please order your custom cake no later than three days before you collect it.", BAKERY_ORDER, True),
    w.faith("en-t2-016", "para.synonym", "Who deals with wedding cakes?", "Wedding-cake designs are signed off by the head baker, Marta Lindqvist, while the store manager takes care of payment.", BAKERY_ORDER, True),
    w.faith("en-t2-017", "fmt.unit", "Where am I not allowed to park the scooter?", "You can't leave a Zipp scooter on a pavement that is less than 200 cm wide.", SCOOTER, True),
    w.faith("en-t2-018", "wrap.question", "Can my 17-year-old son rent a Zipp scooter?", "No, riders have to be 18 or older and have a valid driving licence. Is there anything else you'd like to know?", SCOOTER, True),
    w.faith("en-t2-019", "fmt.currency", "What does a ride cost?", "Unlocking is one euro, and after that you pay 25 cents a minute.", SCOOTER, True),
    w.faith("en-t2-020", "fmt.time", "When does the night surcharge apply?", "The 10-cent-per-minute night surcharge applies to rides that start between 10 p.m. and 5 a.m.", SCOOTER_PASS, True),
    w.faith("en-t2-021", "fmt.thousands", "Will someone come to inspect smaller claims?", "Claims below $2000 are normally settled without anyone visiting the site.", INSURANCE, True),
    w.faith("en-t2-022", "wrap.opener", "How long do I have to report storm damage?", "Good question! Storm damage has to be reported no later than 30 days after it happened.", INSURANCE, True),
    w.faith("en-t2-023", "para.except", "Is the museum shop open on Mondays?", "No, the shop is closed on Mondays.", MUSEUM_SHOP, True),
    w.faith("en-t2-024", "wrap.closer", "Do members get a discount in the shop?", "Yes, members save 10% on everything apart from exhibition catalogues. Enjoy your visit!", MUSEUM_SHOP, True),
    # unfaithful: exactly one claim is not supported
    w.faith("en-t2-025", "role.swap", "Who has to sign the withdrawal form?", "The form needs the academic advisor's signature, not the course instructor's.", REG_DEADLINE, False),
    w.faith("en-t2-026", "value.number", "How long does a transcript request take?", "Transcript requests are processed within three business days.", REG_TRANSCRIPT, False),
    w.faith("en-t2-027", "antonym", "Is an emailed transcript more expensive?", "Yes, electronic transcripts sent by email cost extra.", REG_TRANSCRIPT, False),
    w.faith("en-t2-028", "value.date", "Until when can I withdraw with a W?", "You can withdraw from a course and get a W up until 1 December.", REG_DEADLINE, False),
    w.faith("en-t2-029", "modality", "Do I need to bring my dog's vaccination papers?", "Bringing proof of a rabies vaccination to the first visit is recommended, but it's optional.", GROOM_HOURS, False),
    w.faith("en-t2-030", "quantifier", "Who can groom my cat?", "Any of our groomers can take your cat on a Saturday.", GROOM_HOURS, False),
    w.faith("en-t2-031", "value.time", "When does the salon open?", "The salon opens at 9 a.m. every day except Tuesday.", GROOM_HOURS, False),
    w.faith("en-t2-032", "value.currency", "How much is the late cancellation fee?", "Cancelling less than a day in advance costs a $15 fee.", GROOM_POLICY, False),
    w.faith("en-t2-033", "direction", "When do I pay a cancellation fee?", "If you cancel more than 24 hours ahead, you are charged £15.", GROOM_POLICY, False),
    w.faith("en-t2-034", "antonym", "How fast do Zipp scooters go?", "Zipp scooters have a minimum speed of 20 km/h, and 10 km/h in the old town.", SCOOTER, False),
    w.faith("en-t2-035", "role.swap", "Who approves wedding-cake designs?", "The store manager approves each wedding-cake design, and Marta Lindqvist, the head baker, takes the payment.", BAKERY_ORDER, False),
    w.faith("en-t2-036", "value.number", "How often do members get a free coffee?", "Loyalty members get a free coffee with every fifth purchase.", BAKERY_LOYALTY, False),
    w.faith("en-t2-037", "value.unit", "What's the top speed of a Zipp scooter?", "The scooters can go up to 20 mph.", SCOOTER, False),
    w.faith("en-t2-038", "added.fact", "What does the monthly pass include?", "For €29.90 a month you get 30 minutes of riding a day, plus a free helmet.", SCOOTER_PASS, False),
    w.faith("en-t2-039", "role.swap", "Who assesses the storm damage?", "The claims handler assesses the damage and writes a report for the loss adjuster.", INSURANCE, False),
    w.faith("en-t2-040", "direction", "When should I take photos of the damage?", "Homeowners should photograph the damage once the repairs are finished.", INSURANCE, False),
    w.faith("en-t2-041", "value.except", "Is everything discounted for members?", "Members get 10% off every item except postcards.", MUSEUM_SHOP, False),
    w.faith("en-t2-042", "added.entity", "Who makes the Hokusai prints?", "The Hokusai prints are produced by Ashgrove Press together with the Kyoto Print Guild and signed by Dr. Elena Ruiz.", MUSEUM_SHOP, False),
    w.faith("en-t2-043", "negation", "Can I use the Friday sourdough offer with a coupon?", "Yes, the Friday offer can be combined with other discounts.", BAKERY_LOYALTY, False),
    w.faith("en-t2-044", "negation", "Do unused pass minutes roll over?", "Yes, whatever you don't ride today carries over to the next day.", SCOOTER_PASS, False),
]

CORRECTNESS: list[Case] = [
    w.correct("en-t2-045", "correct.wordy", "How big is the deposit on a custom cake?", "When you place an order for a custom cake, you'll be asked for a deposit that comes to half of the cake's total price.", "Half the price.", True),
    w.correct("en-t2-046", "correct.format", "When is the autumn drop deadline?", "Sept. 20, 2024", "20 September 2024", True),
    w.correct("en-t2-047", "correct.format", "How long does a full groom for a small dog take?", "About an hour and a half.", "About 90 minutes.", True),
    w.correct("en-t2-048", "correct.wordy", "Who signs the Hokusai prints?", "The prints from the Hokusai collection are each signed by the museum's curator, who is Dr. Elena Ruiz.", "The curator, Dr. Elena Ruiz.", True),
    w.correct("en-t2-049", "wrong.value", "What is the policy excess per claim?", "The excess comes to $350 for each claim.", "$250 per claim.", False),
    w.correct("en-t2-050", "wrong.role", "Who approves wedding-cake designs?", "The store manager approves them.", "Head baker Marta Lindqvist.", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
