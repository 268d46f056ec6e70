/* substr(s, -24, 12) has the reference's (Perl's) semantics */

#pragma D option quiet

BEGIN
{
	s = "foobarbazbop";
	printf("[%s]\n", substr(s, -24, 12));
	exit(0);
}
