/* substr(s, 11) has the reference's (Perl's) semantics */

#pragma D option quiet

BEGIN
{
	s = "foobarbazbop";
	printf("[%s]\n", substr(s, 11));
	exit(0);
}
