/* substr(s, -10, -5) has the reference's (Perl's) semantics */

#pragma D option quiet

BEGIN
{
	s = "foobarbazbop";
	printf("[%s]\n", substr(s, -10, -5));
	exit(0);
}
