/* substr(s, 0, 3) has the reference's (Perl's) semantics */

#pragma D option quiet

BEGIN
{
	s = "foobarbazbop";
	printf("[%s]\n", substr(s, 0, 3));
	exit(0);
}
