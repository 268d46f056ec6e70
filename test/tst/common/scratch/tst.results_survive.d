/* earlier string results stay valid while later ones are made */

#pragma D option quiet

BEGIN
{
	this->a = strjoin("one", "-");
	this->b = strjoin("two", "-");
	this->c = strjoin(this->a, this->b);
	printf("%s %s %s\n", this->a, this->b, this->c);
	exit(0);
}
